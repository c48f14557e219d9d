/** A CSS module (`*.module.css`): its class names, scoped by the bundler. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
