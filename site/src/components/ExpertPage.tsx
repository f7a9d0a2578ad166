import { Layout, Link } from '../theme.js';
import { expertBySlug } from '../data/experts.js';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
}

/** Avatar with the expert's initials (no photos of fictional people). */
export function ExpertAvatar({ name, size = 96 }: { name: string; size?: number }) {
  return (
    <span className="fc-avatar" style={{ width: size, height: size, fontSize: size / 2.8 }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** The profile page of one expert (`/experts/{first-last}`). */
export function ExpertPage({ slug }: { slug: string }) {
  const expert = expertBySlug(slug);
  return (
    <Layout title={`${expert.name} – Framecraft expert`} description={expert.bio}>
      <div className="container fc-narrow fc-section">
        <p>
          <Link to="/experts/">← All experts</Link>
        </p>
        <div className="fc-expert-header">
          <ExpertAvatar name={expert.name} />
          <div>
            <h1>{expert.name}</h1>
            <p className="fc-muted">
              {expert.headline} · {expert.location} · Framecraft expert since {expert.since}
            </p>
          </div>
        </div>
        <p className="fc-lead">{expert.bio}</p>
        <h2>Skills</h2>
        <ul className="fc-chips">
          {expert.skills.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <h2>Get in touch</h2>
        <p>
          <a className="fc-button fc-button--primary" href={expert.website}>
            Visit website
          </a>
        </p>
        <p className="fc-muted fc-small">
          Experts are independent. Framecraft Labs does not take a commission and is not party to agreements with them.
        </p>
      </div>
    </Layout>
  );
}
