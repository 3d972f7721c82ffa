/**
 * Demo: comparisons Rwandan buyers often make, with plausible view counts, so the empty comparator has
 * popular comparisons to offer before real visits count. Each car is its model's entry version.
 */
export const popularComparisons: { cars: [brand: string, model: string][]; views: number }[] = [
  {
    cars: [
      ["Toyota", "RAV4"],
      ["Suzuki", "Vitara"],
      ["Volkswagen", "Tiguan"],
    ],
    views: 412,
  },
  {
    cars: [
      ["Toyota", "Hilux"],
      ["Isuzu", "D-Max"],
      ["Ford", "Ranger"],
    ],
    views: 387,
  },
  {
    cars: [
      ["Toyota", "Corolla Cross"],
      ["Hyundai", "Creta"],
      ["Kia", "Seltos"],
    ],
    views: 341,
  },
  {
    cars: [
      ["BYD", "Atto 3"],
      ["Hyundai", "Kona Electric"],
      ["MG", "ZS EV"],
    ],
    views: 298,
  },
  {
    cars: [
      ["Toyota", "Land Cruiser Prado"],
      ["Mitsubishi", "Pajero Sport"],
      ["Toyota", "Fortuner"],
    ],
    views: 264,
  },
  {
    cars: [
      ["Suzuki", "Swift"],
      ["Hyundai", "Grand i10"],
      ["Kia", "Picanto"],
    ],
    views: 231,
  },
  {
    cars: [
      ["Volkswagen", "Polo"],
      ["Toyota", "Corolla"],
    ],
    views: 187,
  },
  {
    cars: [
      ["Volkswagen", "ID.4"],
      ["Toyota", "bZ4X"],
      ["Kia", "EV5"],
    ],
    views: 152,
  },
];
