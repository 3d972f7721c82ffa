/** The fixed vocabularies of the catalogue, shared by the database schema and the pages. */
export const bodyTypes = ["hatchback", "sedan", "suv", "pickup", "van", "coupe", "wagon", "minibus"] as const;
export const energies = ["petrol", "diesel", "hybrid", "plug-in hybrid", "electric"] as const;
export const transmissions = ["manual", "automatic", "cvt", "dct", "single-speed"] as const;
export const drives = ["fwd", "rwd", "awd", "4wd"] as const;

export type BodyType = (typeof bodyTypes)[number];
export type Energy = (typeof energies)[number];
export type Transmission = (typeof transmissions)[number];
export type Drive = (typeof drives)[number];
