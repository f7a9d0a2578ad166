import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

/** The package managers readers use, with the command that adds packages to a project. */
const MANAGERS = [
  { value: 'npm', label: 'npm', command: 'npm i' },
  { value: 'yarn', label: 'Yarn', command: 'yarn add' },
  { value: 'pnpm', label: 'pnpm', command: 'pnpm i' },
  { value: 'bun', label: 'Bun', command: 'bun i' },
] as const;

/**
 * The install command of `packages` (space-separated package names) for each package manager, as
 * tabs that remember the reader's choice across pages (`groupId="package-manager"`).
 */
export default function InstallTabs({ packages }: { packages: string }) {
  return (
    <Tabs groupId="package-manager">
      {MANAGERS.map((m) => (
        <TabItem key={m.value} value={m.value} label={m.label}>
          <CodeBlock language="bash">{`${m.command} ${packages}`}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
