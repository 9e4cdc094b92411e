import { displayRoleName, ROLE_CODES, ROLE_NAMES } from '@quartier/shared';
import { roleLabel } from './i18n';

/**
 * A role the server sends by its French name only (requests' cards, the journal's authors): the
 * catalogue's name when it is one of the seven roles, else the name as sent.
 */
export function roleNameLabel(serverName: string): string {
  const name = displayRoleName(serverName);
  const code = ROLE_CODES.find((candidate) => ROLE_NAMES[candidate] === name);
  return roleLabel(code, serverName);
}
