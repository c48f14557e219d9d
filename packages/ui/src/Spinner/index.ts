export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export type { SpinnerTone } from './Spinner.styles';
