import { useEffect, useState, type ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notify } from '@app/ui';

export const MODAL_LOAD_FAILED = msg`Could not open this window. Check the connection and try again.`;

/** Loads a modal's module at most once at a time; a failed load is tried again on the next call. */
function loader<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { preload, loaded: () => loaded };
}

/** What a user does before a modal opens: a press, a touch or a key (its code then loads meanwhile). */
const FIRST_INPUTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Loads the code at the user's first press, touch or key on the page (the press on "Create" itself, at the latest),
 * so that opening the modal rarely waits, while a page that is only looked at never spends a phone's time on it.
 */
function usePreloadOnFirstInput(preload: () => Promise<unknown>) {
  useEffect(() => {
    const stop = () => FIRST_INPUTS.forEach((type) => window.removeEventListener(type, run, true));
    function run() {
      stop();
      void preload().catch(() => undefined);
    }
    FIRST_INPUTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
    return stop;
  }, [preload]);
}

/**
 * A modal whose code (its form, react-hook-form, the contract's schema) loads at the user's first press on the page,
 * or at its first opening, so that a page's first load carries none of it. It mounts at its first
 * opening and stays mounted (it animates its closing and resets itself when closed). A failed load closes it again
 * with a message; the next opening tries again.
 *
 * `isOpen` tells from the props whether the modal is open (by default their `open`).
 */
export function lazyModal<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  const code = loader(load);

  function LazyModal(props: P) {
    const { i18n } = useLingui();
    const open = isOpen(props);
    const [Component, setComponent] = useState<ComponentType<P> | null>(code.loaded);
    usePreloadOnFirstInput(code.preload);
    const { onClose } = props;

    useEffect(() => {
      if (!open || Component) return;
      let live = true;
      code.preload().then(
        (component) => {
          if (live) setComponent(() => component);
        },
        (error: unknown) => {
          if (!live) return;
          console.error(error);
          notify.error(i18n._(MODAL_LOAD_FAILED));
          onClose();
        },
      );
      return () => {
        live = false;
      };
    }, [open, Component, i18n, onClose]);

    return Component ? <Component {...props} /> : null;
  }
  LazyModal.preload = code.preload;
  return LazyModal;
}
