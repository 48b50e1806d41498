// /in/integrate 'Integrate': the partner integration page of the public API.
import IntegratePage from '../../features/publicApi/pages/IntegratePage.tsx';

export default function IntegrateRoute() {
  return <IntegratePage />;
}
