import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import type { ReactNode } from 'react';

/**
 * The bookings screen of both sides (/buyer/my-bookings, /agent/bookings): short-let stays and inspections, a tab
 * each, the tab kept in the URL (?tab=inspections) so a notice can link straight to it.
 */
export function BookingsTabs({ stays, inspections }: { stays: ReactNode; inspections: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'inspections' ? 'inspections' : 'stays';
  return (
    <Tabs value={tab} onValueChange={(value) => setParams(value === 'stays' ? {} : { tab: value })}>
      <TabsList>
        <TabsTrigger value="stays">Stays</TabsTrigger>
        <TabsTrigger value="inspections">Inspections</TabsTrigger>
      </TabsList>
      <TabsContent value="stays">{stays}</TabsContent>
      <TabsContent value="inspections">{inspections}</TabsContent>
    </Tabs>
  );
}
