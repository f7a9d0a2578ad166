/** CSS modules, as the bundler hands them to the site's code. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
