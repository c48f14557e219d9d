import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { StyledCheckboxInput, StyledCheckboxLabel, StyledCheckboxText } from './Checkbox.styles';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'checked' | 'defaultChecked' | 'size' | 'children'
> {
  /** The visible label, and the checkbox's accessible name. */
  label: ReactNode;
  /** Keeps the label for assistive technology but hides it from sight (table cells). */
  hideLabel?: boolean;
  /** Controlled state; leave undefined (and use `defaultChecked`) for an uncontrolled checkbox. */
  checked?: boolean;
  defaultChecked?: boolean;
  /** The "some but not all" state of a select-all checkbox; sets the DOM `indeterminate` property (read as "mixed"). */
  indeterminate?: boolean;
  /**
   * Called with the new checked state. With react-hook-form, bind it through `Controller`
   * (`onChange={field.onChange}`, `checked={field.value}`, `ref={field.ref}`), since `field.onChange` accepts a value.
   */
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  hideLabel = false,
  indeterminate = false,
  onChange,
  disabled = false,
  className,
  style,
  ref,
  ...rest
}: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  // Every render, not only when the prop changes: a click clears the DOM flag even if the prop stays true.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // The DOM mirrors the prop: if the parent keeps the mixed state it does not re-render, so restore it here.
    event.target.indeterminate = indeterminate;
    onChange?.(event.target.checked);
  };

  return (
    <StyledCheckboxLabel $disabled={disabled} className={className} style={style}>
      <StyledCheckboxInput {...rest} ref={inputRef} type="checkbox" disabled={disabled} onChange={handleChange} />
      <StyledCheckboxText $hidden={hideLabel}>{label}</StyledCheckboxText>
    </StyledCheckboxLabel>
  );
}
