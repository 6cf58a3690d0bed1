import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { MyBookings } from '../features/bookings/components/my-bookings';
import { MyInspections } from '../features/inspections/components/my-inspections';

/** /buyer/my-bookings: short-let stays and inspections, a tab each (?tab=inspections). */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'inspections' ? 'inspections' : 'stays';
  return (
    <>
      <PageHeader title="My Bookings" description="Short-let stays and inspections you have booked with agents." />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'stays' ? {} : { tab: value })}>
        <TabsList>
          <TabsTrigger value="stays">Stays</TabsTrigger>
          <TabsTrigger value="inspections">Inspections</TabsTrigger>
        </TabsList>
        <TabsContent value="stays">
          <MyBookings />
        </TabsContent>
        <TabsContent value="inspections">
          <MyInspections />
        </TabsContent>
      </Tabs>
    </>
  );
}
