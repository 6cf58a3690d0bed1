import { PageHeader } from '@naija-homes/ui-kit/components/page-header';

export function NewsPage() {
  return <PageHeader title="Property News" description="Articles shown on the Property News page." />;
}
