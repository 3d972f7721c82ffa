/** A listing's key facts (mileage, fuel, gearbox…), each value under its label: on its page and in review. */
export function ListingFacts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-muted">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
