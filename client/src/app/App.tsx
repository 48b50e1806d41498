// The application's routes. Every route lives under the /in locale segment (SPEC.md §2).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from './HomePage.tsx';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<HomePage />} />
      </Routes>
    </BrowserRouter>
  );
}
