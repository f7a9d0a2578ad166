import { Layout, Link } from '../../theme.js';
import { showcase } from '../../data/showcase.js';

export default function Showcase() {
  return (
    <Layout title="Showcase" description="Videos and products made with Framecraft.">
      <div className="container fc-section">
        <div className="fc-page-head">
          <div>
            <h1>Showcase</h1>
            <p className="fc-lead">Videos and products the community built with Framecraft.</p>
          </div>
          <Link className="fc-button fc-button--primary" to="/showcase/add">
            Add your project
          </Link>
        </div>
        <div className="fc-grid">
          {showcase.map((s) => (
            <div className="fc-card" key={s.title}>
              <div className="fc-template-preview" style={{ background: s.color }}>
                <span>{s.title}</span>
              </div>
              <h2 className="fc-card__title">{s.title}</h2>
              <p className="fc-muted fc-small">by {s.author}</p>
              <p>{s.description}</p>
            </div>
          ))}
        </div>
      </div>
    </Layout>
  );
}
