import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom: it brings ReactDOM.flushSync, which navigate's flushSync option needs (logout).
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
