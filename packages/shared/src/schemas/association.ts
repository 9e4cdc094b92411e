import { z } from 'zod';

/** Public facts the login screen needs: its welcome text and 'Contact us' (rulings R9). */
export const associationPublicSchema = z.object({
  status: z.literal('success'),
  association: z.object({
    nom: z.string(),
    presentation: z.string(),
    contactTelephone: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
});
export type AssociationPublic = z.infer<typeof associationPublicSchema>['association'];
