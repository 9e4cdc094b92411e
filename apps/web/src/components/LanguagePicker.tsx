import { LANGUES, type Langue } from '@quartier/shared';
import { setLanguage, useLanguage, useT } from '@/lib/i18n';
import { SegmentedChoice } from './SegmentedChoice';

/**
 * Français | English (issue 25): each language written in itself, so that a reader of the other
 * one finds theirs. Switches the app at once and remembers it on this device; `onPick` lets the
 * page also save it to the person (login, profile).
 */
export function LanguagePicker({
  onPick,
  fullWidth = false,
}: {
  onPick?: (langue: Langue) => void;
  fullWidth?: boolean;
}) {
  const t = useT();
  const langue = useLanguage();
  return (
    <SegmentedChoice
      size="sm"
      fullWidth={fullWidth}
      aria-label={t.common.languageLabel}
      data={LANGUES.map((value) => ({ value, label: t.common.languages[value] }))}
      value={langue}
      onChange={(value) => {
        void setLanguage(value);
        onPick?.(value);
      }}
    />
  );
}
