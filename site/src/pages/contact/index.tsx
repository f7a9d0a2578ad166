import { Layout, Link } from '../../theme.js';

const channels = [
  { title: 'Help with Framecraft', text: 'Ask the community in our chat. Most questions get an answer within hours.', href: 'https://chat.framecraft.example.dev', label: 'Join the chat' },
  { title: 'Bug reports', text: 'Found a bug? Open an issue with a minimal reproduction.', href: 'https://github.com/framecraft-dev/framecraft/issues', label: 'Open an issue' },
  { title: 'Licensing and sales', text: 'Questions about the company license, invoices or volume pricing.', href: 'mailto:hello@framecraft.example.dev', label: 'hello@framecraft.example.dev' },
  { title: 'Press', text: 'Interviews, articles and logos.', href: 'mailto:press@framecraft.example.dev', label: 'press@framecraft.example.dev' },
];

export default function Contact() {
  return (
    <Layout title="Contact us" description="How to reach the Framecraft team.">
      <div className="container fc-section">
        <h1>Contact us</h1>
        <p className="fc-lead">Pick the channel that fits your question, and we will get back to you.</p>
        <div className="fc-grid">
          {channels.map((c) => (
            <div className="fc-card" key={c.title}>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
              <a href={c.href}>{c.label}</a>
            </div>
          ))}
        </div>
        <p className="fc-muted">
          Looking for someone to build your video project? See our list of <Link to="/experts/">experts</Link>.
        </p>
      </div>
    </Layout>
  );
}
