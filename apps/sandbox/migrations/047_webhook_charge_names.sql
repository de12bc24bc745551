-- A charge inside an event carries the API's Charge names (issue 24): uuid, paymentLink, customerId,
-- customerName, customerEmail, customerDocument, beside the names of 0.1 (id, paymentLinkId, customer).
-- Bodies stored before gain the new names, since the event log and replays read them back.
UPDATE webhook_deliveries
   SET body = jsonb_set(body::jsonb, '{data}', (body::jsonb -> 'data') || jsonb_build_object(
         'uuid', body::jsonb #> '{data,id}',
         'paymentLink', body::jsonb #> '{data,paymentLinkId}',
         'customerId', body::jsonb #> '{data,customer,id}',
         'customerName', body::jsonb #> '{data,customer,name}',
         'customerEmail', body::jsonb #> '{data,customer,email}',
         'customerDocument', body::jsonb #> '{data,customer,document}'))::text
 WHERE event_type IN ('charge.created', 'charge.paid', 'charge.late')
   AND NOT (body::jsonb -> 'data') ? 'uuid';

UPDATE webhook_deliveries
   SET body = jsonb_set(body::jsonb, '{data,charge}', (body::jsonb #> '{data,charge}') || jsonb_build_object(
         'uuid', body::jsonb #> '{data,charge,id}',
         'paymentLink', body::jsonb #> '{data,charge,paymentLinkId}',
         'customerId', body::jsonb #> '{data,charge,customer,id}',
         'customerName', body::jsonb #> '{data,charge,customer,name}',
         'customerEmail', body::jsonb #> '{data,charge,customer,email}',
         'customerDocument', body::jsonb #> '{data,charge,customer,document}'))::text
 WHERE event_type IN ('charge.refunded', 'charge.disputed', 'subscription.renewed', 'payment_link.paid')
   AND NOT (body::jsonb #> '{data,charge}') ? 'uuid';
