import { DOCUMENT_NAMES } from '@quartier/shared';

/**
 * The words of the About us page (issue 25, ADR 0029 'Catalogues by feature'): the association's
 * card, the documents, the settings and the replacement of a document.
 */
export const fr = {
  loadingPresentation: 'Chargement de la présentation',
  presentationUnavailable: 'Présentation indisponible',
  documentsTitle: 'Documents de l’association',
  documentsText: 'Fichiers PDF à télécharger et à garder sur votre téléphone.',
  documentsDatesFailed: (error: string) =>
    `Les dates des documents n’ont pas pu être chargées (${error}). Le téléchargement reste possible.`,
  card: {
    edit: 'Modifier',
    monthly: 'Cotisation mensuelle',
    perMonth: (amount: string) => `${amount} par mois`,
    solidarity: 'Fonds de solidarité',
    perMember: (amount: string) => `${amount} par membre`,
    contact: 'Contacter le bureau',
    call: (phone: string) => `Appeler le ${phone}`,
    noContact: 'Le contact du bureau n’est pas encore renseigné',
    noContactEdit: '\u00a0: ajoutez-le avec «\u00a0Modifier\u00a0».',
  },
  /** Each document's title and downloaded file's name (shared: the server writes the same titles). */
  documents: DOCUMENT_NAMES.fr,
  tile: {
    updated: (day: string, size: string) => `Mis à jour le ${day} · PDF, ${size}`,
    sample: 'Exemple',
    sampleReplace: 'À remplacer par le vrai document.',
    sampleWait: 'Le vrai document n’est pas encore publié.',
    oldVersions: (count: number) =>
      count === 1 ? '1 ancienne version conservée' : `${count} anciennes versions conservées`,
    download: 'Télécharger',
    downloadLabel: (title: string) => `Télécharger ${title}`,
    replace: 'Remplacer',
    replaceLabel: (title: string) => `Remplacer ${title}`,
  },
  replace: {
    title: (title: string) => `Remplacer «\u00a0${title}\u00a0»`,
    form: (title: string) => `Remplacer ${title}`,
    choose: 'Choisissez le fichier PDF à publier.',
    replaced: (title: string) =>
      `«\u00a0${title}\u00a0» a été remplacé. Les membres téléchargent désormais ce fichier.`,
    intro:
      'Le fichier choisi devient la version téléchargée par tous les membres. L’ancienne version est conservée dans l’historique.',
    file: 'Fichier PDF',
    filePlaceholder: 'Choisir un fichier PDF',
    fileHelp: (max: string) => `Format PDF uniquement, ${max} au plus.`,
    removeFile: 'Retirer le fichier',
    recognised: (size: string) => `PDF reconnu (${size}), prêt à être publié.`,
    submit: 'Publier ce fichier',
    empty: 'Ce fichier est vide.',
    tooLarge: (size: string, max: string) =>
      `Ce fichier pèse ${size}\u00a0: la limite est de ${max}. Réduisez-le (par exemple en le numérisant en noir et blanc ou en qualité moindre) puis réessayez.`,
    notPdf:
      'Ce fichier n’est pas un PDF. Choisissez un document PDF (une photo ou un fichier Word doit d’abord être enregistré en PDF).',
    kilobytes: 'Ko',
    megabytes: 'Mo',
  },
  settings: {
    title: 'Informations de l’association',
    saved: 'Les informations de l’association ont été enregistrées.',
    name: 'Nom de l’association',
    presentation: 'Présentation',
    presentationHelp: (length: number, max: number) =>
      `Texte affiché sur la page «\u00a0À propos de nous\u00a0». ${length}\u00a0/\u00a0${max} caractères.`,
    contactPhone: 'Téléphone de contact',
    contactPhoneHelp: 'Appelé quand aucun WhatsApp n’est indiqué.',
    whatsappHelp: 'Ouvert par «\u00a0Contactez-nous\u00a0». Vide si aucun.',
    monthly: 'Cotisation mensuelle (XAF)',
    monthlyHelp: 'Dû par chaque membre, chaque mois.',
    solidarity: 'Objectif du fonds de solidarité (XAF)',
    solidarityHelp: 'À atteindre par chaque membre.',
    language: 'Langue des nouveaux membres',
    languageHelp:
      'Donnée aux personnes inscrites à partir de maintenant (écrans et SMS) ; chacun peut ensuite choisir la sienne dans son profil.',
    save: 'Enregistrer',
  },
};

export type Messages = typeof fr;
