/** Brand marks lucide does not ship (trademarks); drawn from the networks' public logo glyphs. */
export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

export function FacebookIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07Z" />
    </svg>
  );
}

/** The site mark: a rounded tile with a car seen from the side. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#1f4fd8" />
      <path
        d="M8 24.5c0-1.7 1.1-3 2.7-3.4l3.1-.8 3.3-3.8c.7-.8 1.7-1.3 2.8-1.3h5.4c1 0 2 .5 2.6 1.3l2.6 3.4 1.8.5c1.5.4 2.7 1.8 2.7 3.4V26a1 1 0 0 1-1 1h-1.6a3.4 3.4 0 0 0-6.7 0h-8.6a3.4 3.4 0 0 0-6.7 0H9a1 1 0 0 1-1-1v-1.5Z"
        fill="#fff"
      />
      <circle cx="14.7" cy="27.2" r="2.4" fill="#f5b800" />
      <circle cx="28.8" cy="27.2" r="2.4" fill="#f5b800" />
      <path d="M18.4 20.3l2.2-2.6c.3-.3.6-.5 1-.5h3.7c.4 0 .8.2 1 .5l2 2.6h-9.9Z" fill="#1f4fd8" />
    </svg>
  );
}
