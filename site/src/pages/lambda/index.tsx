import { Layout, Link, CodeBlock } from '../../theme.js';

const steps = [
  { title: 'Deploy once', text: 'Deploy a function per region and upload your project as a site.' },
  { title: 'Render from anywhere', text: 'Call renderMediaOnLambda() from your backend, or use the CLI.' },
  { title: 'Get notified', text: 'Poll getRenderProgress() or receive a webhook when the video is ready.' },
];

export default function LambdaPage() {
  return (
    <Layout title="Framecraft Lambda" description="Render videos fast and at scale on serverless functions.">
      <header className="fc-hero fc-hero--small">
        <div className="container">
          <p className="fc-eyebrow">@framecraft/lambda</p>
          <h1 className="fc-hero__title">Render videos at scale</h1>
          <p className="fc-hero__tagline">
            Split every render across hundreds of serverless functions. No servers to manage, no queues to scale.
          </p>
          <Link className="fc-button fc-button--primary" to="/docs/lambda">
            Read the docs
          </Link>
        </div>
      </header>
      <section className="container fc-section">
        <div className="fc-grid">
          {steps.map((s, i) => (
            <div className="fc-card" key={s.title}>
              <p className="fc-step">{i + 1}</p>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </div>
          ))}
        </div>
        <h2>From your backend</h2>
        <CodeBlock language="ts" title="render.ts">{`const { renderId, bucketName } = await renderMediaOnLambda({
  region: 'us-east-1',
  functionName,
  serveUrl,
  composition: 'Welcome',
  inputProps: { name: 'Ada' },
  codec: 'h264',
});`}</CodeBlock>
        <p>
          Costs depend on the length of the video and the memory of the function. Estimate them with{' '}
          <Link to="/docs/lambda/estimateprice">estimatePrice()</Link>, and check the <Link to="/docs/lambda/limits">limits</Link>.
        </p>
      </section>
    </Layout>
  );
}
