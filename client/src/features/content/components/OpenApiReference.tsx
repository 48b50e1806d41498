// The public API's OpenAPI document rendered by Swagger UI (swagger-ui-react): its own chunk, loaded only by the API
// documentation page. "Try it out" is off: signed calls need the secret, which belongs in the integrator's script.
import 'swagger-ui-react/swagger-ui.css';
import SwaggerUI from 'swagger-ui-react';

export default function OpenApiReference({ url }: { url: string }) {
  return (
    <div className="openapi-reference">
      <SwaggerUI url={url} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} />
    </div>
  );
}
