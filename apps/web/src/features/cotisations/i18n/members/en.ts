import { plural } from '@quartier/shared';
import type { Messages } from './fr';

/*
 * The English of the Inscriptions page and of the member forms, loaded only in English; typed by
 * the French catalogue. Domain words as docs/glossaire.md and the app-wide catalogue give them
 * (bloc = block, caisse = fund, Fond de solidarité = Solidarity fund, inscription = registration).
 */

const quote = (text: string) => `“${text}”`;

export const en: Messages = {
  header: {
    total: 'Total registrations',
    members: (count, shown) => `${shown} ${plural(count, 'en', { one: 'member', other: 'members' })}`,
    register: 'Register',
    registerRefused: 'Registering members is for the association’s officers.',
  },
  page: {
    readOnly: 'Read only: registrations and members’ phone numbers are for the association’s officers.',
    section: 'Registered members',
    results: (count, shown, q) =>
      `${shown} ${plural(count, 'en', { one: 'result', other: 'results' })} for ${quote(q)}`,
    registered: (count, shown) =>
      `${shown} ${plural(count, 'en', { one: 'registered member', other: 'registered members' })}`,
    pageOf: (page, pages) => ` · page ${page} of ${pages}`,
    updating: 'Updating the list',
    loading: 'Loading the members',
    unavailable: 'Member list unavailable',
    noneFound: 'No member found',
    noneFoundText: (q) =>
      `No member matches ${quote(q)}. Search for a surname, a first name, a block, a status, or ${quote('femme')} (woman) / ${quote('homme')} (man).`,
    empty: 'No registered member',
    emptyText: 'Registered members will appear here.',
    pagination: 'Pages of the member list',
  },
  status: {
    change: 'Change the status',
    control: (name, statut) => `Status of ${name}: ${statut}. Change the status`,
    questionBefore: 'Change the status of ',
    questionAfter: (statut) => ` to ${quote(statut)}?`,
    backIn: 'This member will be able to sign in again.',
    shutOut: 'Their open sessions will be closed: this member will no longer be able to sign in.',
    changed: (prenom, nom, statut) => `Status of ${prenom} ${nom}: ${statut}`,
    awaits: (prenom, nom) => `The status change of ${prenom} ${nom} awaits the other officer’s validation.`,
    failed: (name) => `The status of ${name} was not changed`,
  },
  solidarity: {
    label: 'Solidarity fund',
    of: (name) => `Solidarity fund of ${name}`,
    locked: 'Only the Secretary changes subscriptions to the Solidarity fund.',
    yesAdd: 'Yes, subscribe',
    yesRemove: 'Yes, remove',
    questionBefore: (actif) => (actif ? 'Subscribe ' : 'Remove '),
    questionAfter: (actif) => `${actif ? ' to' : ' from'} the Solidarity fund?`,
    addConsequence:
      'This member will bear a share of every withdrawal from the fund validated from now on: the other members’ share goes down accordingly.',
    removeConsequence:
      'This member will no longer bear a share of the fund’s withdrawals validated from now on: the other members’ share goes up accordingly.',
    pastUnchanged: 'Withdrawals already validated do not change.',
    added: (name) => `Subscription to the solidarity fund turned on for ${name}.`,
    removed: (name) => `Subscription to the solidarity fund turned off for ${name}.`,
    failed: 'The subscription to the solidarity fund was not changed',
  },
  list: {
    members: 'Members',
    member: 'Member',
    sex: 'Sex',
    phone: 'Phone',
    bloc: 'Block',
    status: 'Status',
    actions: 'Actions',
    view: 'View the record',
    viewOf: (name) => `View ${name}`,
    edit: 'Edit',
    editOf: (name) => `Edit ${name}`,
  },
  sex: { M: 'Man', F: 'Woman' },
  view: {
    title: 'Member record',
    nom: 'Surname',
    prenom: 'First name',
    phoneHidden: 'Visible to the officers only',
    registeredOn: 'Registered on',
    funds: 'Funds',
  },
  form: {
    editTitle: 'Edit the member',
    addTitle: 'Register a member',
    editIntro: 'The surname and first name stay those of the registration. Every field is required.',
    addIntro:
      'Every field is required. The new member receives by SMS a link and a code to confirm their account and choose their password.',
    readOnly: 'Cannot be changed',
    phoneHint: 'Cameroonian number, 9 digits',
    phoneChanged: 'New number: a new confirmation will be asked for.',
    blocPlaceholder: 'Block A',
    role: 'Role',
    chooseRole: 'Choose a role',
    chooseRoleError: 'Choose a role.',
    chooseSexError: 'Choose the sex.',
    secretaryVacant: 'The association has no Secretary yet: you can register her with this role.',
    oneEach: 'One President and one Secretary at a time.',
    officeRolesOnly: 'Only the President and the Secretary give an officer’s role.',
    funds: 'Funds',
    registrationFee: (fee) => `Registration (${fee}, required)`,
    monthly: 'Monthly contribution',
    newPhone: 'New number',
    newPhoneWarning: (self, pending) =>
      `${self ? 'Your account will go back to ' : 'The member will go back to '}${quote(pending)}: ${
        self
          ? 'you will be signed out and will have to confirm the new number with the link sent by SMS to '
          : 'their sessions will be closed and a new confirmation link will be sent by SMS to '
      }`,
    save: 'Save',
    register: 'Register',
  },
  bloc: {
    choose: 'Choose an existing block or type a new one.',
    existing: 'Existing block.',
    savedAs: (bloc) => `Saved as ${quote(bloc)}.`,
    created: (bloc) => `New block: ${quote(bloc)}.`,
  },
  submit: {
    registered: (prenom, nom) => `New member ${prenom} ${nom} registered`,
    updated: (prenom, nom) => `Member ${prenom} ${nom} updated`,
    updateAwaits: (prenom, nom) =>
      `Update of ${prenom} ${nom} saved; the change of role or phone number awaits the other officer’s validation.`,
    codeSent: 'A confirmation link and code have been sent to them by SMS.',
    newLinkSent: 'A new confirmation link has been sent by SMS to the new number.',
    otherOfficer: 'The other officer will find it in Notifications, “Officers” tab.',
    registerFailed: (name) => `Registering the new member ${name} failed`,
    updateFailed: (name) => `Updating the member ${name} failed`,
  },
  picker: {
    placeholder: 'Type a surname, a first name or a block',
    searching: 'Searching…',
    nothing: 'No subscribed member matches.',
  },
};
