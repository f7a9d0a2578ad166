import { Layout, Link, CodeBlock } from '../theme.js';

const commands = [
  { cmd: 'npx create-framecraft@latest', what: 'Create a new project from a template.' },
  { cmd: 'npm run dev', what: 'Open the Studio with hot reloading.' },
  { cmd: 'npx framecraft render MyVideo out/video.mp4', what: 'Render a composition to MP4.' },
  { cmd: 'npx framecraft lambda render my-site MyVideo', what: 'Render in the cloud.' },
];

export default function Shell() {
  return (
    <Layout title="Framecraft in your shell" description="The commands you need day to day, on one page.">
      <div className="container fc-narrow fc-section">
        <h1>Framecraft in your shell</h1>
        <p className="fc-lead">Everything starts in a terminal. These four commands cover most of a project's life.</p>
        {commands.map((c) => (
          <div key={c.cmd} className="fc-shell-step">
            <p>{c.what}</p>
            <CodeBlock language="bash">{c.cmd}</CodeBlock>
          </div>
        ))}
        <p>
          All commands and flags are documented in the <Link to="/docs/cli">CLI reference</Link>.
        </p>
      </div>
    </Layout>
  );
}
