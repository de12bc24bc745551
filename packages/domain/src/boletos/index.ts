export * from './boleto';
export * from './boleto-arrecadacao';
