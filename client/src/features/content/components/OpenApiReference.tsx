// The public API's OpenAPI document rendered by Swagger UI (swagger-ui-react): its own chunk, loaded only by the API
// documentation page. "Try it out" is off: signed calls need the secret, which belongs in the integrator's script.
import 'swagger-ui-react/swagger-ui.css';
import './openApiReference.css';
import type { ComponentType } from 'react';
import SwaggerUI from 'swagger-ui-react';

interface LayoutProps {
  getComponent(name: string, container?: boolean): ComponentType;
  specSelectors: { loadingStatus(): string | undefined };
}

/**
 * Only the operations and the models, inside the page's own landmarks and headings: Swagger UI's own layout would
 * add a second <main> and <h1> (its info block, which the page already says in its words).
 */
function ReferenceLayout({ getComponent, specSelectors }: LayoutProps) {
  const Operations = getComponent('operations', true);
  const Models = getComponent('Models', true);
  const status = specSelectors.loadingStatus();
  if (status === 'failed') return <p role="alert">The API reference could not be loaded. Try again later.</p>;
  if (status !== 'success') return <p>Loading the API reference…</p>;
  return (
    <div className="swagger-ui">
      <Operations />
      <Models />
    </div>
  );
}

const referenceLayout = () => ({ components: { ReferenceLayout } });

export default function OpenApiReference({ url }: { url: string }) {
  return (
    <div className="openapi-reference">
      <SwaggerUI
        url={url}
        plugins={[referenceLayout]}
        layout="ReferenceLayout"
        supportedSubmitMethods={[]}
        docExpansion="list"
        defaultModelsExpandDepth={0}
      />
    </div>
  );
}
