import { useParams } from '@naija-homes/ui-kit/lib/router';
import { PropertyEditor } from '../features/property-editor/components/property-editor';

/** /agent/property/:id?step=0..4&propertyCategory=…: the property creation wizard (spec §2). */
export function PropertyEditorPage() {
  const { id = '' } = useParams();
  return <PropertyEditor id={id} />;
}
