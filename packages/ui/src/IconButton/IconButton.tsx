import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledIconButton, type IconButtonSize } from './IconButton.styles';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name: required, because the button shows only an icon. Also shown as the native tooltip. */
  label: string;
  icon: ReactNode;
  size?: IconButtonSize;
  tone?: 'default' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  size = 'md',
  tone = 'default',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} title={title ?? label} $size={size} $tone={tone}>
      {icon}
    </StyledIconButton>
  );
}
