import { useState } from 'react';
import { LANGUES, type Langue } from '@quartier/shared';
import { setLanguage, useLanguage, useT } from '@/lib/i18n';
import { SegmentedChoice } from './SegmentedChoice';

/**
 * Français | English (issue 25): each language written in itself, so that a reader of the other
 * one finds theirs. Switches the app at once and remembers it on this device; `onPick` lets the
 * page also save it to the person (login, profile), also when the person taps the language
 * already shown (a login page in the browser's English: the tap says English is their choice).
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
  // The choice shows at once, while the other language's catalogue downloads: a radio left to the
  // store's later update stayed unchecked (React had already reverted the click).
  const [chosen, setChosen] = useState<Langue | null>(null);
  const shown = chosen ?? langue;
  return (
    <SegmentedChoice
      size="sm"
      fullWidth={fullWidth}
      aria-label={t.common.languageLabel}
      data={LANGUES.map((value) => ({ value, label: t.common.languages[value] }))}
      value={shown}
      onChange={(value) => {
        setChosen(value);
        void setLanguage(value).finally(() => setChosen(null));
        onPick?.(value);
      }}
      onChooseAgain={(value) => onPick?.(value)}
    />
  );
}
