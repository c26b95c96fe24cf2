import { statementText } from '@lodestar/contracts';
import { StatementCard } from '@/features/statement/components/statement-card';
import { useDocumentTitle } from '@/lib/use-document-title';

export function StatementPage() {
  useDocumentTitle(statementText.title);
  return <StatementCard />;
}
