import {
  useImperativeHandle,
  useLayoutEffect,
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
 * The text currently in an input that may be controlled (`value`) or uncontrolled (`defaultValue`, react-hook-form's
 * `register`). Put `inputRef` on the input (the caller's `ref` still gets the element) and call `track` from its
 * change handler. An uncontrolled value written straight into the DOM (react-hook-form's `reset`/`setValue`) is
 * picked up on the next render.
 */
export function useInputText(value: InputValue, defaultValue: InputValue, ref: Ref<HTMLInputElement> | undefined) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [typed, setTyped] = useState(() => toText(defaultValue));

  useLayoutEffect(() => {
    const domText = inputRef.current?.value;
    if (value === undefined && domText !== undefined && domText !== typed) setTyped(domText);
  });

  const text = value !== undefined ? toText(value) : typed;
  const track = (event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value);
  return { text, track, inputRef };
}
