import Link from '@docusaurus/Link';
import { packages } from '../../data/packages.js';

/** The API overview's table of packages: name (linking to its first page), where it runs, what it is for. */
export default function PackageTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Package</th>
          <th>Runs in</th>
          <th>Use it for</th>
        </tr>
      </thead>
      <tbody>
        {packages.map((p) => (
          <tr key={p.name}>
            <td>
              <Link to={p.docs}>
                <code>{p.name}</code>
              </Link>
            </td>
            <td>{p.runsIn}</td>
            <td>{p.purpose}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
