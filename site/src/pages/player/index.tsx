import { Layout, Link, CodeBlock } from '../../theme.js';

export default function PlayerPage() {
  return (
    <Layout title="Framecraft Player" description="Embed Framecraft compositions in your React app.">
      <header className="fc-hero fc-hero--small">
        <div className="container">
          <p className="fc-eyebrow">@framecraft/player</p>
          <h1 className="fc-hero__title">Videos that react to your users</h1>
          <p className="fc-hero__tagline">
            The Player plays a composition in the browser in real time. Change its props and the video updates instantly.
          </p>
          <Link className="fc-button fc-button--primary" to="/docs/player/installation">
            Install the Player
          </Link>
        </div>
      </header>
      <section className="container fc-section fc-split">
        <div>
          <h2>One component</h2>
          <p>
            Pass your composition to <code>&lt;Player&gt;</code> together with its size, frame rate and duration. It scales to
            fit, supports fullscreen and keyboard controls.
          </p>
          <ul>
            <li>Build editors and configurators.</li>
            <li>Preview personalised videos before rendering them.</li>
            <li>Use the same code for the preview and the final MP4.</li>
          </ul>
          <p>
            See the <Link to="/docs/player/">API reference</Link> and <Link to="/docs/player/examples">examples</Link>.
          </p>
        </div>
        <div>
          <CodeBlock language="tsx" title="App.tsx">{`import { Player } from '@framecraft/player';
import { Welcome } from './Welcome';

export const App = () => (
  <Player
    component={Welcome}
    inputProps={{ name: 'Ada' }}
    durationInFrames={120}
    fps={30}
    compositionWidth={1920}
    compositionHeight={1080}
    controls
  />
);`}</CodeBlock>
        </div>
      </section>
    </Layout>
  );
}
