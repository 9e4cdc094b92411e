import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';

type TooltipComponent = (typeof import('./tooltip-parts'))['Tooltip'];

let loading: Promise<TooltipComponent> | null = null;

/** Mantine's Tooltip, fetched once; a failed download (offline) is tried again on the next hover. */
function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./tooltip-parts').then(
    (module) => module.Tooltip,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The props LazyTooltip adds to its child: a button or another focusable element. */
interface TargetProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps extends Pick<TooltipProps, 'position' | 'multiline' | 'w' | 'maw' | 'withArrow'> {
  label: string;
  children: ReactElement<TargetProps>;
  /** A tap shows it too: a refused action's reason, which a phone has no pointer to hover for. */
  onTouch?: boolean;
  disabled?: boolean;
}

/**
 * A tooltip whose code (positioning, portal, transition) comes on first hover, keyboard focus or
 * tap: a page of many buttons draws without it, and a row of a table costs one element, not a
 * floating element's hooks. Its label is also the child's description (aria-describedby) from
 * the start, so a screen reader says it whether the tooltip is shown or not (unless it repeats
 * the child's name).
 */
export function LazyTooltip({ label, children, onTouch = false, disabled = false, ...tooltipProps }: LazyTooltipProps) {
  const [opened, setOpened] = useState(false);
  // Mounted only once wanted: a row of a table keeps costing one element after the code is here.
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const target = useRef<HTMLElement | null>(null);
  const descriptionId = useId();
  const own = children.props;
  // A label that only repeats the child's accessible name is not said twice.
  const describes = !disabled && !(own['aria-label'] && label.startsWith(own['aria-label']));

  const show = () => {
    if (disabled) return;
    setOpened(true);
    // Without its code the tooltip stays unseen; the label is still the child's description.
    if (!Tooltip)
      loadTooltip().then(
        (component) => setTooltip(() => component),
        () => undefined,
      );
  };
  const hide = () => setOpened(false);

  useEffect(() => {
    if (disabled) setOpened(false);
  }, [disabled]);

  // Controlled, Mantine's tooltip does not close itself: a tap elsewhere or Escape anywhere does
  // (a tapped button is not focused on every phone, so its blur cannot be relied on).
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && target.current?.contains(event.target))) setOpened(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);

  const ownRef = own.ref;
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      target.current = node;
      if (typeof ownRef === 'function') ownRef(node);
      else if (ownRef) (ownRef as RefObject<HTMLElement | null>).current = node;
    },
    [ownRef],
  );

  const child = cloneElement(children, {
    ref: setRef,
    'aria-describedby': describes ? descriptionId : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      if (onTouch && event.pointerType !== 'mouse') show();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // The keyboard's focus only: a click focuses a button too, and hovering already shows it.
      if (event.currentTarget.matches(':focus-visible')) show();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });

  return (
    <>
      {child}
      {describes ? (
        <span id={descriptionId} hidden>
          {label}
        </span>
      ) : null}
      {Tooltip ? <Tooltip {...tooltipProps} label={label} target={target} opened={opened && !disabled} /> : null}
    </>
  );
}
