import {
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';

type InputValue = InputHTMLAttributes<HTMLInputElement>['value'];

function toText(value: InputValue): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * Calls `onWrite` whenever a script assigns `input.value` (react-hook-form's `reset`/`setValue` write the DOM of an
 * uncontrolled input directly, and no event tells anyone). The setter in place, React's own value tracker or the
 * prototype's, still runs first. Answers the function that takes the watch off again.
 */
function watchValueWrites(input: HTMLInputElement, onWrite: (value: string) => void): () => void {
  const own = Object.getOwnPropertyDescriptor(input, 'value');
  const inherited = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const base = own ?? inherited;
  if (!base?.get || !base.set) return () => undefined;
  // Accessor functions of a property descriptor: they run with the element as `this`.
  const read = (): string => base.get?.call(input) as string;
  const write = (next: string) => base.set?.call(input, next);
  Object.defineProperty(input, 'value', {
    configurable: true,
    enumerable: base.enumerable,
    get: read,
    set(next: string) {
      write(next);
      onWrite(read());
    },
  });
  return () => {
    if (own) Object.defineProperty(input, 'value', own);
    else Reflect.deleteProperty(input, 'value');
  };
}

/**
 * The text currently in an input that may be controlled (`value`) or uncontrolled (`defaultValue`, react-hook-form's
 * `register`). Put `inputRef` on the input (the caller's `ref` still gets the element) and call `track` from its
 * change handler. A value a script writes into the DOM (react-hook-form's `reset`/`setValue`) is picked up as it is
 * written.
 */
export function useInputText(value: InputValue, defaultValue: InputValue, ref: Ref<HTMLInputElement> | undefined) {
  const elementRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => elementRef.current as HTMLInputElement, []);
  const [typed, setTyped] = useState(() => toText(defaultValue));

  const inputRef = useCallback((input: HTMLInputElement | null) => {
    elementRef.current = input;
    if (!input) return undefined;
    const unwatch = watchValueWrites(input, setTyped);
    return () => {
      unwatch();
      elementRef.current = null;
    };
  }, []);

  const text = value !== undefined ? toText(value) : typed;
  const track = (event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value);
  return { text, track, inputRef };
}
