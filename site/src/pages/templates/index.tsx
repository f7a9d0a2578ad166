import { Layout, Link } from '../../theme.js';
import { templates } from '../../data/templates.js';
import { TemplatePreview } from '../../components/TemplatePage.js';

export default function Templates() {
  return (
    <Layout title="Templates" description="Start a Framecraft project from a template.">
      <div className="container fc-section">
        <h1>Templates</h1>
        <p className="fc-lead">
          Every template is a complete project. Pick one, run one command, and start editing.
        </p>
        <div className="fc-grid">
          {templates.map((t) => (
            <Link className="fc-card fc-card--link" key={t.slug} to={`/templates/${t.slug}`}>
              <TemplatePreview title={t.title} color={t.color} />
              <h3>{t.title}</h3>
              <p>{t.description}</p>
            </Link>
          ))}
        </div>
      </div>
    </Layout>
  );
}
