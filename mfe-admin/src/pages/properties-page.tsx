import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { PropertiesTable } from '../features/properties/components/properties-table';

export function PropertiesPage() {
  return (
    <>
      <PageHeader
        title="Properties"
        description="Every listing on the platform, live or not. Open a listing from its title; deactivate or verify it from its status and verified cells."
      />
      <PropertiesTable />
    </>
  );
}
