import { MyPropertiesList } from '../features/my-properties/components/my-properties-list';

export function MyPropertiesPage() {
  return <MyPropertiesList />;
}
