/** Formatting helpers come from the shared package so screens and server agree. */
export {
  abbreviateAmount,
  displayRoleName,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPhone,
  formatTime,
  formatXaf,
  initials,
} from '@quartier/shared';

/** 'Prénom Nom' as shown in the top bar and the profile. */
export function fullName(person: { nom: string; prenom: string }): string {
  return `${person.prenom} ${person.nom}`.trim();
}
