import {
  inspectionsQueryOptions,
  useInspectionMove,
  useInspectionsFollowNotifications,
} from '@naija-homes/client/queries/inspections';
import { Button } from '@naija-homes/ui-kit/components/button';
import { InspectionList } from '@naija-homes/ui-kit/components/inspection-list';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The buyer's inspections: when, where, with whom; chat with the agent or cancel with a reason. */
export function MyInspections() {
  useInspectionsFollowNotifications();
  const [page, setPage] = useState(1);
  const list = useQuery(inspectionsQueryOptions('buyer', page));
  return (
    <InspectionList
      side="buyer"
      label="My inspections"
      list={list}
      page={page}
      onPageChange={setPage}
      useMove={useInspectionMove}
      empty={
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=rent">Find a home to inspect</Link>
        </Button>
      }
    />
  );
}
