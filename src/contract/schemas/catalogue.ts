import { z } from 'zod';

/**
 * Our own call beside SPEC §7 (see extensions.ts) for the site catalogue (search, sitemap): a
 * department's faculty in a few fields, instead of their whole profiles
 * (POST /employeeprofilewithdeptcode), which the catalogue would read only for the area of
 * research. A backend without it answers 404 and the catalogue falls back to the spec's calls.
 */
export const SiteFacultyMember = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().default(''),
  liveNow: z.number().int().default(0),
  area_of_research: z.string().default(''),
});
export type SiteFacultyMember = z.infer<typeof SiteFacultyMember>;
