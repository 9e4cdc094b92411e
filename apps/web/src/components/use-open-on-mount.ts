import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * A menu mounted by the tap that wants it (its button was a stand-in until then, so that a page
 * of many menus hydrates without a floating element per button): the focus comes to its real
 * button, then it opens, so that it gives the focus back there when it closes. A layout effect:
 * the opening is a synchronous render whose effects (where Mantine notes the focus to give back)
 * run before the focus trap's timer moves the focus into the menu.
 */
export function useOpenOnMount(
  target: RefObject<HTMLElement | null>,
  /** A state setter: stable, so the menu opens once, when it is mounted. */
  open: Dispatch<SetStateAction<boolean>>,
) {
  useLayoutEffect(() => {
    target.current?.focus();
    open(true);
  }, [target, open]);
}
