/** `@theme/Footer/Copyright`: the copyright line, as HTML (`{year}` already replaced by the build year). */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
