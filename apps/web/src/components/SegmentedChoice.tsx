import { useId } from 'react';
import classes from './SegmentedChoice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** A tap (or Space) on the segment already chosen, which changes nothing and fires no onChange. */
  onChooseAgain?: (value: T) => void;
  /** Segments share the whole width (phones). */
  fullWidth?: boolean;
  size?: 'sm' | 'md';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * One choice among a few, as segments: native radio buttons, so the arrow keys, the screen
 * reader's 'radio, 1 of 2' and the form semantics come from the browser, and nothing is measured.
 */
export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  onChooseAgain,
  fullWidth = false,
  size = 'md',
  ...labelling
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-size={size}
      {...labelling}
    >
      {data.map((item) => (
        <div key={item.value} className={classes.control}>
          <input
            id={`${name}-${item.value}`}
            className={classes.input}
            type="radio"
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
            onClick={() => {
              if (item.value === value) onChooseAgain?.(item.value);
            }}
          />
          <label className={classes.label} htmlFor={`${name}-${item.value}`}>
            {item.label}
          </label>
        </div>
      ))}
    </div>
  );
}
