import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

/** `/about/`: a React page written as Docusaurus pages are, on `@theme/Layout` with its own `<main>`. */
export default function About() {
  return (
    <Layout title="About us" description="The team and the company behind Framecraft.">
      <main className="container fc-narrow fc-section">
        <h1>About us</h1>
        <p className="fc-lead">
          Framecraft Labs is a small, independent company that builds tools for creating videos with code. We started
          Framecraft in 2021 because we wanted to make videos the way we make websites.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>Videos should be reproducible: the same code and data always give the same result.</li>
          <li>Developers should use the tools they already know, not a proprietary editor.</li>
          <li>Software that companies earn money with should be funded by those companies.</li>
        </ul>
        <h2>How we are funded</h2>
        <p>
          Framecraft is free for individuals and small teams. Larger companies buy a{' '}
          <Link to="/docs/licensing/company-license">company license</Link>. We also sell the{' '}
          <Link to="/docs/recorder">Recorder</Link>. Read more about our <Link to="/blog/seed-funding">seed round</Link>.
        </p>
        <h2 id="brand">Brand</h2>
        <p>
          Our logo is a play button inside a frame. Use it on light backgrounds, or the light variant on dark ones. The{' '}
          <Link to="/docs/brand">brand assets page</Link> has the files and colours.
        </p>
        <div className="fc-brand">
          <img src="/img/logo.svg" alt="Framecraft logo" width={64} height={64} />
          <img src="/img/logo-dark.svg" alt="Framecraft logo for dark backgrounds" width={64} height={64} className="fc-brand__dark" />
        </div>
        <h2>Contact</h2>
        <p>
          Questions, partnerships or press? <Link to="/contact/">Contact us</Link>.
        </p>
      </main>
    </Layout>
  );
}
