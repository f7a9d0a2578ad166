import { Layout, Link, CodeBlock } from '../theme.js';
import { templateBySlug } from '../data/templates.js';

/** A template tile: a coloured preview with the template's title. */
export function TemplatePreview({ title, color }: { title: string; color: string }) {
  return (
    <div className="fc-template-preview" style={{ background: color }}>
      <span>{title}</span>
    </div>
  );
}

/** The page of one starter template (`/templates/{slug}`). */
export function TemplatePage({ slug }: { slug: string }) {
  const t = templateBySlug(slug);
  return (
    <Layout title={`${t.title} template`} description={t.description}>
      <div className="container fc-narrow fc-section">
        <p>
          <Link to="/templates/">← All templates</Link>
        </p>
        <h1>{t.title}</h1>
        <p className="fc-lead">{t.description}</p>
        <ul className="fc-chips">
          {t.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <TemplatePreview title={t.title} color={t.color} />
        <h2>Use this template</h2>
        <CodeBlock language="bash">{`npx create-framecraft@latest --template=${t.slug}`}</CodeBlock>
        <p>
          Then run <code>npm run dev</code> to open the Studio. New to Framecraft? Start with the{' '}
          <Link to="/docs/">getting started guide</Link>.
        </p>
      </div>
    </Layout>
  );
}
