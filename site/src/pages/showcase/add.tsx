import { Layout, Link } from '../../theme.js';

export default function AddToShowcase() {
  return (
    <Layout title="Add your project to the showcase" description="How to get your Framecraft project listed in the showcase.">
      <div className="container fc-narrow fc-section">
        <p>
          <Link to="/showcase/">← Back to the showcase</Link>
        </p>
        <h1>Add your project</h1>
        <p className="fc-lead">Made something with Framecraft? We would love to feature it.</p>
        <ol>
          <li>Upload a short clip (up to 30 seconds) of your video or product somewhere public.</li>
          <li>Write two sentences about what it does and how Framecraft is used.</li>
          <li>
            Open a pull request that adds an entry to <code>src/data/showcase.ts</code> in the website repository, or send the
            details through the <Link to="/contact/">contact page</Link>.
          </li>
        </ol>
        <p className="fc-muted">We review submissions every week. Projects must be live and may be commercial.</p>
      </div>
    </Layout>
  );
}
