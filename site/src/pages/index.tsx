import { Layout, Link, CodeBlock } from '../theme.js';

const features = [
  { title: 'Write videos in React', text: 'Use components, props, hooks and the whole npm ecosystem. A frame is a function of time: useCurrentFrame() tells your component where it is.' },
  { title: 'Preview in the Studio', text: 'See every change instantly with hot reloading, scrub the timeline, edit props in a form and render from the browser.' },
  { title: 'Render anywhere', text: 'Render on your laptop, on a server with the Node.js API, or across hundreds of serverless functions with Lambda.' },
  { title: 'Embed with the Player', text: 'Play compositions inside your own app in real time, with controls and a ref API, and export the exact same result.' },
  { title: 'Data-driven by design', text: 'Fetch data, calculate durations from it and validate props with Zod. One template, thousands of personalised videos.' },
  { title: 'Batteries included', text: 'Transitions, shapes, paths, noise, captions, fonts, Lottie, GIF, Skia and three.js, all frame-accurate.' },
];

const sample = `import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
} from 'framecraft';

export const Hello: React.FC<{ name: string }> = ({ name }) => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 30], [0, 1]);
  return (
    <AbsoluteFill className="center">
      <h1 style={{ opacity }}>Hello {name}!</h1>
    </AbsoluteFill>
  );
};`;

export default function Home() {
  return (
    <Layout title="Make videos programmatically" description="Framecraft is a toolkit for creating real MP4 videos with React.">
      <header className="fc-hero">
        <div className="container fc-hero__inner">
          <div className="fc-hero__text">
            <p className="fc-eyebrow">Framecraft 4.0</p>
            <h1 className="fc-hero__title">Make videos programmatically.</h1>
            <p className="fc-hero__tagline">
              Create real MP4 videos with React. Parametrize content, render server-side and build applications on top.
            </p>
            <div className="fc-hero__buttons">
              <Link className="fc-button fc-button--primary" to="/docs/">
                Get started
              </Link>
              <Link className="fc-button" to="/templates/">
                Browse templates
              </Link>
            </div>
            <CodeBlock language="bash">npx create-framecraft@latest</CodeBlock>
          </div>
          <div className="fc-hero__code">
            <CodeBlock language="tsx" title="src/Hello.tsx">
              {sample}
            </CodeBlock>
          </div>
        </div>
      </header>
      <section className="container fc-section">
        <h2 className="fc-center">Why Framecraft?</h2>
        <div className="fc-grid">
          {features.map((f) => (
            <div className="fc-card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="fc-band">
        <div className="container fc-split">
          <div>
            <h2>Render at scale</h2>
            <p>
              Lambda splits a video into chunks and renders them in parallel. A two-minute video renders in under a minute,
              and you only pay for what you use.
            </p>
            <Link to="/lambda/">Learn about Lambda →</Link>
          </div>
          <div>
            <h2>Interactive with the Player</h2>
            <p>
              Drop a composition into any React app. Users can preview their personalised video before it is rendered.
            </p>
            <Link to="/player/">Learn about the Player →</Link>
          </div>
        </div>
      </section>
      <section className="container fc-section fc-center">
        <h2>Built by teams like yours</h2>
        <p className="fc-muted">
          Read the <Link to="/success-stories">success stories</Link>, see what the community made in the{' '}
          <Link to="/showcase/">showcase</Link>, or hire one of our <Link to="/experts/">experts</Link>.
        </p>
        <p>
          <Link className="fc-button fc-button--primary" to="/docs/">
            Start building
          </Link>
        </p>
      </section>
    </Layout>
  );
}
