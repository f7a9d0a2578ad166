import { Layout, Link } from '../../theme.js';
import { experts } from '../../data/experts.js';
import { ExpertAvatar } from '../../components/ExpertPage.js';

export default function Experts() {
  return (
    <Layout title="Experts" description="Freelancers and agencies that build with Framecraft.">
      <div className="container fc-section">
        <h1>Framecraft experts</h1>
        <p className="fc-lead">
          Need help with a video project? These independent developers and studios know Framecraft well and are available
          for hire.
        </p>
        <div className="fc-grid">
          {experts.map((e) => (
            <Link className="fc-card fc-card--link fc-expert-card" key={e.slug} to={`/experts/${e.slug}`}>
              <ExpertAvatar name={e.name} size={56} />
              <div>
                <h3>{e.name}</h3>
                <p className="fc-muted">{e.headline}</p>
                <p className="fc-small">{e.location}</p>
              </div>
            </Link>
          ))}
        </div>
        <p className="fc-muted">
          Want to be listed? Write to us via the <Link to="/contact/">contact page</Link>.
        </p>
      </div>
    </Layout>
  );
}
